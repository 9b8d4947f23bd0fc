// Categories (three levels), topics and their product pivots, tags and product information: the
// one service behind the storefront API, the back-office API and the page loaders.
//
// Ordering everywhere: higher `sort` first (the spec's rule for banners, the only order it
// states), then oldest first.
// One module per concern, re-exported here so callers import one place.
export * from "./taxonomyCategories";
export * from "./taxonomyTags";
export * from "./taxonomyTopics";
