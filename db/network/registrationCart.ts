import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  cartItems,
  productCategories,
  productCategoryLinks,
  products,
  registrationSelections,
  stores,
} from "../schema";

// The registration plan's products and the registrant's CREATING_STORE cart and plan selections
// (storefront §4). `S` is the store that sells the plan: the head store.

export type PlanProduct = {
  id: number;
  name: string;
  price: number;
  paymentPlan: string;
  typeForCreatingStore: string;
  paymentPlanForCreatingStore: string | null;
  minAmountShoppingForCreatingStore: number;
  stockId: number | null;
};
/** The registrant's CREATING_STORE cart lines. */
const creatingCartWhere = (S: number, userId: number) =>
  and(eq(cartItems.storeId, S), eq(cartItems.userId, userId), eq(cartItems.cartType, "CREATING_STORE"));

/** The plan's products and the categories grouping them. */
function planCatalogueOf(db: Db, S: number) {
  return {
    /** Products in the plan (type other than NORMAL), with their first leaf stock line. */
    async planProducts(ids?: readonly number[]): Promise<PlanProduct[]> {
      const only = ids ? sql`AND p.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))` : sql``;
      return db.all<PlanProduct>(sql`
        SELECT p.id, p.name, p.price, p.payment_plan AS paymentPlan,
               p.type_for_creating_store AS typeForCreatingStore,
               p.payment_plan_for_creating_store AS paymentPlanForCreatingStore,
               p.min_amount_shopping_for_creating_store AS minAmountShoppingForCreatingStore,
               (SELECT s.id FROM product_stocks s WHERE s.store_id = ${S} AND s.product_id = p.id
                  AND NOT EXISTS (SELECT 1 FROM product_stocks c WHERE c.parent_id = s.id) ORDER BY s.id LIMIT 1) AS stockId
          FROM products p
         WHERE p.store_id = ${S} AND p.type_for_creating_store <> 'NORMAL' ${only}
         ORDER BY p.sort, p.id`);
    },

    /** Categories grouping the plan (is_for_creating_store), optionally only those holding a product. */
    async categories() {
      return db
        .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId })
        .from(productCategories)
        .where(and(eq(productCategories.storeId, S), eq(productCategories.isForCreatingStore, true)))
        .orderBy(asc(productCategories.sort), asc(productCategories.id));
    },

    async productIdsIn(categoryId: number): Promise<number[]> {
      const rows = await db
        .select({ id: productCategoryLinks.productId })
        .from(productCategoryLinks)
        .where(and(eq(productCategoryLinks.storeId, S), eq(productCategoryLinks.categoryId, categoryId)));
      return rows.map((r) => r.id);
    },
  };
}

/** The CREATING_STORE cart. */
function creatingCartOf(db: Db, S: number) {
  const cartWhere = (userId: number) => creatingCartWhere(S, userId);
  return {
    async lines(userId: number) {
      return db.select().from(cartItems).where(cartWhere(userId)).orderBy(asc(cartItems.id));
    },

    /** Adds or raises a line (same stock line and plan). */
    async add(userId: number, l: { productId: number; stockId: number; quantity: number; paymentPlan: string }) {
      const same = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(cartWhere(userId), eq(cartItems.stockId, l.stockId), eq(cartItems.paymentPlan, l.paymentPlan)))
        .get();
      if (same) {
        await db
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} + ${l.quantity}`, updatedAt: new Date().toISOString() })
          .where(eq(cartItems.id, same.id));
        return same.id;
      }
      const [row] = await db
        .insert(cartItems)
        .values({ storeId: S, userId, cartType: "CREATING_STORE", ...l })
        .returning({ id: cartItems.id });
      return row?.id ?? 0;
    },

    async setQuantity(userId: number, stockId: number, paymentPlan: string, quantity: number) {
      await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date().toISOString() })
        .where(and(cartWhere(userId), eq(cartItems.stockId, stockId), eq(cartItems.paymentPlan, paymentPlan)));
    },

    async remove(userId: number, stockId: number, paymentPlan: string) {
      await db
        .delete(cartItems)
        .where(and(cartWhere(userId), eq(cartItems.stockId, stockId), eq(cartItems.paymentPlan, paymentPlan)));
    },

    /** Lines of other plans' products go when a plan is picked: one plan per registration. */
    async removeProducts(userId: number, productIds: readonly number[], keep: number) {
      if (!productIds.length) return;
      await db
        .delete(cartItems)
        .where(and(cartWhere(userId), inArray(cartItems.productId, [...productIds]), ne(cartItems.productId, keep)));
    },

    /**
     * A gift (EXTRA_FREE) or add-on (ADDITIONAL) line of a bill's offer: one line per stock line and
     * promotion tier; `quantity` is the line's new total (the caller checked it against the offer).
     */
    async putExtra(
      userId: number,
      l: {
        productId: number;
        stockId: number;
        paymentPlan: string;
        promotionId: number;
        promotionConditionId: number;
        quantity: number;
      },
    ) {
      const same = and(
        cartWhere(userId),
        eq(cartItems.stockId, l.stockId),
        eq(cartItems.paymentPlan, l.paymentPlan),
        eq(cartItems.promotionId, l.promotionId),
        eq(cartItems.promotionConditionId, l.promotionConditionId),
      );
      const row = await db.select({ id: cartItems.id }).from(cartItems).where(same).get();
      if (row)
        await db
          .update(cartItems)
          .set({ quantity: l.quantity, updatedAt: new Date().toISOString() })
          .where(eq(cartItems.id, row.id));
      else await db.insert(cartItems).values({ storeId: S, userId, cartType: "CREATING_STORE", ...l });
    },
  };
}

/** The plan selections, and both spent once the registration order is placed. */
function planSelectionsOf(db: Db, S: number) {
  const pickWhere = (userId: number, planId: number, productId: number) =>
    and(
      eq(registrationSelections.storeId, S),
      eq(registrationSelections.userId, userId),
      eq(registrationSelections.planId, planId),
      eq(registrationSelections.productId, productId),
    );
  return {
    async selections(userId: number) {
      return db
        .select({
          planId: registrationSelections.planId,
          productId: registrationSelections.productId,
          quantity: registrationSelections.quantity,
        })
        .from(registrationSelections)
        .where(and(eq(registrationSelections.storeId, S), eq(registrationSelections.userId, userId)))
        .orderBy(asc(registrationSelections.createdAt));
    },

    async select(userId: number, planId: number, productId: number) {
      await db.insert(registrationSelections).values({ storeId: S, userId, planId, productId }).onConflictDoNothing();
    },

    /** Units of one pick (the caller keeps the picks within policy selectLimit). */
    async setPickQuantity(userId: number, planId: number, productId: number, quantity: number) {
      await db
        .update(registrationSelections)
        .set({ quantity })
        .where(pickWhere(userId, planId, productId));
    },

    async unselect(userId: number, planId: number, productId: number) {
      await db.delete(registrationSelections).where(pickWhere(userId, planId, productId));
    },

    /** Reset: the stored plan and every plan selection go (spec §4). */
    async resetSelections(userId: number) {
      await db
        .delete(registrationSelections)
        .where(and(eq(registrationSelections.storeId, S), eq(registrationSelections.userId, userId)));
    },

    /** After the registration order is placed its cart and selections are spent. */
    async clear(userId: number) {
      await db.delete(cartItems).where(creatingCartWhere(S, userId));
      await this.resetSelections(userId);
    },
  };
}

export function registrationCartOf(db: Db, storeId: number) {
  const S = storeId;
  return { ...planCatalogueOf(db, S), ...creatingCartOf(db, S), ...planSelectionsOf(db, S) };
}

/** The head store's registration policy columns (stores.policy keys and the minimum amount). */
export function registrationPolicyStore(db: Db, storeId: number) {
  return {
    /** One UPDATE with its audit item: policy keys merged in SQLite (json_patch). */
    patchStatement(policy: Record<string, unknown>, minAmount: number | undefined) {
      return db
        .update(stores)
        .set({
          policy: sql`json_patch(coalesce(${stores.policy}, '{}'), ${JSON.stringify(policy)})`,
          ...(minAmount !== undefined ? { minAmountShoppingForCreatingStore: minAmount } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(stores.id, storeId));
    },
    productStatement(id: number, v: { typeForCreatingStore: string; paymentPlanForCreatingStore: string | null }) {
      return db
        .update(products)
        .set({ ...v, updatedAt: new Date().toISOString() })
        .where(and(eq(products.storeId, storeId), eq(products.id, id)));
    },
    async products() {
      return db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          paymentPlan: products.paymentPlan,
          typeForCreatingStore: products.typeForCreatingStore,
          paymentPlanForCreatingStore: products.paymentPlanForCreatingStore,
        })
        .from(products)
        .where(eq(products.storeId, storeId))
        .orderBy(asc(products.sort), asc(products.id));
    },
  };
}
