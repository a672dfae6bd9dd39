import { describe, expect, it } from 'vitest';
import { isGsm7, smsBodyOf, smsSize } from './sms';

describe('SMS size', () => {
  it('fits 160 plain characters in one segment and starts a second at 161', () => {
    expect(smsSize('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      length: 160,
      segments: 1,
      remaining: 0,
    });
    expect(smsSize('a'.repeat(161))).toMatchObject({ segments: 2, length: 161 });
    // Concatenated messages carry 153 characters each.
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('reads the GSM-7 alphabet, accents included, as GSM-7', () => {
    expect(isGsm7('Cena: ¡bienvenidos! Ñ año Äpfel £5 @ 50% è é ù ì ò Ç Ø å Δ ß É § ¿ à')).toBe(
      true,
    );
    // á and ú are not in GSM-7: the whole message becomes UCS-2.
    expect(isGsm7('café')).toBe(true);
    expect(isGsm7('está')).toBe(false);
  });

  it('counts extension characters as two', () => {
    expect(smsSize('€')).toMatchObject({ encoding: 'GSM-7', length: 2 });
    expect(smsSize('[x]{y}~^|\\')).toMatchObject({ encoding: 'GSM-7', length: 18 });
    expect(smsSize('€'.repeat(80)).segments).toBe(1);
    expect(smsSize('€'.repeat(81)).segments).toBe(2);
    // 152 plain then a euro: the escape pair cannot be split, so it opens the second segment.
    expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(8)}`)).toMatchObject({
      length: 162,
      segments: 2,
      remaining: 153 - 10,
    });
  });

  it('switches to UCS-2 for anything else, at 70 and 67 per segment', () => {
    expect(smsSize('á'.repeat(70))).toEqual({
      encoding: 'UCS-2',
      length: 70,
      segments: 1,
      remaining: 0,
    });
    expect(smsSize('á'.repeat(71)).segments).toBe(2);
    expect(smsSize('á'.repeat(134)).segments).toBe(2);
    expect(smsSize('á'.repeat(135)).segments).toBe(3);
    // An emoji is two UTF-16 units and is never split across segments.
    expect(smsSize('🎉')).toMatchObject({ encoding: 'UCS-2', length: 2 });
    expect(smsSize(`${'a'.repeat(66)}🎉`)).toMatchObject({ length: 68, segments: 1 });
    expect(smsSize(`${'a'.repeat(71)}🎉`).segments).toBe(2);
  });

  it('has no segment for an empty message', () => {
    expect(smsSize('')).toMatchObject({ length: 0, segments: 0 });
  });

  it('sends the title, then the message', () => {
    expect(smsBodyOf(' Bus ', ' Leaves at 5 ')).toBe('Bus\nLeaves at 5');
  });
});
