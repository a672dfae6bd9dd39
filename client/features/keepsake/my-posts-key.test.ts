import { expect, it } from 'vitest';
import { keepsakeApi } from '../../../protocol/keepsake';
import { queryKeyOf } from '../../lib/api';
import { myPostsInfoKey } from './my-posts-key';

it("is the contract's key for a guest's own posts", () => {
  expect(myPostsInfoKey).toEqual(queryKeyOf(keepsakeApi.myPostsInfo));
});
