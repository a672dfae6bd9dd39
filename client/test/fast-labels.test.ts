import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LABELABLE_SELECTOR, jsdomLabels, labelsOf } from './fast-labels';

// Every way a control gets (or does not get) a label that the standard's rule distinguishes.
const FORM = `
  <label id="l-for" for="name">Name</label><input id="name">
  <label id="l-wrap">Email <input id="email" type="email"><input id="second"></label>
  <label id="l-both" for="phone">Phone <input id="inner"></label><input id="phone">
  <label id="l-again" for="name">Your name, again</label>
  <label id="l-empty" for="">Nothing</label>
  <label id="l-missing" for="nowhere">Missing</label>
  <div id="not-labelable">Div</div><label id="l-div" for="not-labelable">Div label</label>
  <label id="l-hidden">Hidden <input id="hidden" type="hidden"><select id="after-hidden"></select></label>
  <label id="l-HIDDEN" for="caps">Caps</label><input id="caps" type="HIDDEN">
  <label id="l-dupe" for="dupe">Dupe</label><textarea id="dupe"></textarea><button id="dupe">Two</button>
  <label id="l-button"><button id="button">Go</button></label>
  <label id="l-nested">Outer <span><meter id="meter"></meter></span></label>
  <output id="output"></output><progress id="progress"></progress>
  <label id="l-later" for="later">Label before its control</label>
  <section><input id="later"></section>
`;

const ids = (elements: Iterable<Element> | null) =>
  elements === null ? null : [...elements].map((element) => element.id);

describe('labels found in linear time', () => {
  it('gives every labelable element the labels jsdom itself gives it, in the same order', () => {
    document.body.innerHTML = FORM;
    const elements = [...document.querySelectorAll('body *')];
    const labelable = elements.filter((element) => element.matches(LABELABLE_SELECTOR));
    expect(labelable.length).toBeGreaterThan(10);
    for (const element of labelable) {
      const jsdom = ids(jsdomLabels(element));
      expect({ id: element.id, labels: ids(labelsOf(element)) }).toEqual({
        id: element.id,
        labels: jsdom,
      });
    }
    // The cases this table is for, spelled out.
    const byId = (id: string) => document.getElementById(id)!;
    expect(ids(labelsOf(byId('name')))).toEqual(['l-for', 'l-again']);
    expect(ids(labelsOf(byId('email')))).toEqual(['l-wrap']);
    expect(ids(labelsOf(byId('second')))).toEqual([]);
    expect(ids(labelsOf(byId('phone')))).toEqual(['l-both']);
    expect(ids(labelsOf(byId('inner')))).toEqual([]);
    expect(ids(labelsOf(byId('after-hidden')))).toEqual(['l-hidden']);
    expect(ids(labelsOf(byId('later')))).toEqual(['l-later']);
  });

  it('is what a test page answers: hidden inputs have none, detached controls their own tree', () => {
    document.body.innerHTML = FORM;
    expect((document.getElementById('hidden') as HTMLInputElement).labels).toBeNull();
    expect(ids((document.getElementById('name') as HTMLInputElement).labels)).toEqual([
      'l-for',
      'l-again',
    ]);
    const detached = document.createElement('div');
    detached.innerHTML = '<label id="d" for="x">X</label><input id="x">';
    expect(ids((detached.querySelector('#x') as HTMLInputElement).labels)).toEqual(['d']);
    // And Testing Library's label queries, which are what the replacement is for.
    expect(screen.getByLabelText('Email')).toBe(document.getElementById('email'));
    expect(screen.getByLabelText('Your name, again')).toBe(document.getElementById('name'));
    expect(screen.queryByLabelText('Div label')).toBeNull();
  });
});
