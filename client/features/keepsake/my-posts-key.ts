/**
 * The query key of `keepsakeApi.myPostsInfo`, spelled out so the menu can share the page's cache
 * without bringing the contract's schemas into the menu's code (my-posts-key.test.ts checks it).
 */
export const myPostsInfoKey = ['/api/keepsake/mine'];
