import { describe, expect, it } from 'vitest';
import { activitySeatTone, dayName, familyStatusLabel, paymentStatusKey, poolName, seasonSeatTone, signupStatusLabel } from './labels.js';

describe('seat colours', () => {
  it('colours activity seats: over 5 green, 3-5 warning, 2 or fewer danger, 0 or fewer waiting list', () => {
    expect(activitySeatTone(6)).toEqual({ tone: 'success', waitingList: false });
    expect(activitySeatTone(5)).toEqual({ tone: 'warning', waitingList: false });
    expect(activitySeatTone(3)).toEqual({ tone: 'warning', waitingList: false });
    expect(activitySeatTone(2)).toEqual({ tone: 'danger', waitingList: false });
    expect(activitySeatTone(1)).toEqual({ tone: 'danger', waitingList: false });
    expect(activitySeatTone(0)).toEqual({ tone: 'danger', waitingList: true });
    expect(activitySeatTone(-3)).toEqual({ tone: 'danger', waitingList: true });
  });
  it('colours season seats: under 4 red, under 7 warning, else green', () => {
    expect(seasonSeatTone(3)).toBe('danger');
    expect(seasonSeatTone(4)).toBe('warning');
    expect(seasonSeatTone(6)).toBe('warning');
    expect(seasonSeatTone(7)).toBe('success');
  });
});

describe('status labels', () => {
  it('names the six signup statuses with their colours', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => [signupStatusLabel(s).es, signupStatusLabel(s).tone])).toEqual([
      ['Pendiente', 'info'],
      ['Plaza asignada', 'success'],
      ['Hay un problema en la inscripción', 'danger'],
      ['En lista de espera', 'warning'],
      ['Actividad abandonada', 'dark'],
      ['Actividad finalizada', 'dark'],
    ]);
    expect(signupStatusLabel(3).eus).toBe('Itxaron-zerrendan');
    expect(signupStatusLabel(9).key).toBe('signupStatus.unknown');
  });
  it('has family-view labels', () => {
    expect(familyStatusLabel(5).es).toBe('Fin de ciclo');
    expect(familyStatusLabel(2).key).toBe('familyStatus.2');
  });
  it('reads payment statuses: 0 pending, 1 completed, a SIS code, else unknown', () => {
    expect(paymentStatusKey(0).key).toBe('paymentStatus.pending');
    expect(paymentStatusKey('1').key).toBe('paymentStatus.completed');
    expect(paymentStatusKey(190)).toMatchObject({ key: 'SIS190', code: 'SIS190' });
    expect(paymentStatusKey(9915).key).toBe('SIS9915');
    expect(paymentStatusKey(4242)).toMatchObject({ key: 'paymentStatus.unknown', code: '4242' });
  });
});

describe('day and pool names', () => {
  it('names days Monday first in Spanish and Basque', () => {
    expect(dayName(0, 'es')).toBe('Lunes');
    expect(dayName(6, 'es')).toBe('Domingo');
    expect(dayName(0, 'eus')).toBe('Astelehena');
    expect(dayName(6, 'eus')).toBe('Igandea');
    expect(dayName(7, 'es')).toBe('');
  });
  it('names the pools', () => {
    expect(poolName(1)).toBe('Fadura');
    expect(poolName(2)).toBe('Gobela');
  });
});
