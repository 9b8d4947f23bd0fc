// The kit's export link as a job (issue 28 §1): progress, failure and retry of a large export.
export const adminExportsZhTW = {
  "adminExport.starting": "準備匯出…",
  "adminExport.progress": "匯出中 {done} / {total} 筆",
  "adminExport.done": "匯出完成，已開始下載",
  "adminExport.again": "再次下載",
  "adminExport.failed": "匯出失敗",
  "adminExport.retry": "重試",
};

export const adminExportsEn: Record<keyof typeof adminExportsZhTW, string> = {
  "adminExport.starting": "Preparing the export…",
  "adminExport.progress": "{total, plural, one {Exporting {done} of # record} other {Exporting {done} of # records}}",
  "adminExport.done": "Export ready, the download has started",
  "adminExport.again": "Download again",
  "adminExport.failed": "The export failed",
  "adminExport.retry": "Retry",
};
