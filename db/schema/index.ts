export * from "./accounts";
export * from "./catalogue";
export * from "./content";
export * from "./media";
export * from "./platform";
export * from "./stores";
