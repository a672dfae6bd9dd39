import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { resetAfterTest } from '../../test/topic-pushes';
import { fakeHouseholdsServer, type FakeHouseholdsServer } from './test-households';

/** The tests that fill a form get more time than the default 5 s on a shared machine. */
export const FORM_TIMEOUT = 20_000;

export const householdList = () => screen.getByRole('list', { name: 'Households' });

/** Types by pasting: a whole text in one input event, quick on a loaded machine. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.click(input);
  await user.paste(text);
}

/**
 * A fresh fake server of the households tab for each test of the file (see fakeHouseholdsServer),
 * and the page's state reset after it. Read `state` and `requests` inside a test: they are that test's.
 */
export function fakeHouseholdsServerPerTest() {
  let current: FakeHouseholdsServer;
  beforeEach(() => {
    current = fakeHouseholdsServer();
  });
  afterEach(resetAfterTest);
  return {
    get state() {
      return current.state;
    },
    get requests() {
      return current.requests;
    },
    /** The requests the tab sent with this method to this URL, in order. */
    sent: (method: string, url: string) =>
      current.requests.filter((request) => request.method === method && request.url === url),
  };
}
