import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '../../../protocol/endpoint';
import { PAGES } from '../../../protocol/pages';
import {
  QUIZ_HOST_LINK_PARAM,
  quizApi,
  type QuizBody,
  type QuizExport,
  type QuizInput,
} from '../../../protocol/quiz';
import { apiRequest, call, queryKeyOf } from '../../lib/api';
import { useTopic } from '../../lib/realtime/useTopic';
import { saveFile } from '../../lib/save-file';

const listKey = queryKeyOf(quizApi.list);
const hostLinksKey = queryKeyOf(quizApi.hostLinks);
const runsKey = queryKeyOf(quizApi.runs);
const quizKey = (id: string) => queryKeyOf(quizApi.get, { id });

export function useQuizList() {
  return useQuery({ queryKey: listKey, queryFn: () => call(quizApi.list) });
}

export function useQuiz(id: string | null) {
  return useQuery({
    queryKey: quizKey(id ?? 'new'),
    queryFn: () => call(quizApi.get, { params: { id: id! } }),
    enabled: id !== null,
    // The editor starts from what is stored now, not from a copy read before another change.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Creates the quiz (id null) or replaces the stored one; the list follows. */
export function useSaveQuiz(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) =>
      id === null ? call(quizApi.create, { body }) : call(quizApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useRemoveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(quizApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useImportQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizExport) => call(quizApi.importQuiz, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useGenerateQuestions() {
  return useMutation({
    mutationFn: (source: 'wedding-facts' | 'ai') =>
      call(quizApi.generate, { body: { source, count: 5 } }),
  });
}

/** A file name from a title: letters and digits, the rest dashes ('Our quiz!' → 'our-quiz'). */
export function fileNameOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}

/** Downloads the quiz as the JSON file the import takes back. */
export async function exportQuiz(id: string, title: string): Promise<void> {
  const file: QuizInput = await call(quizApi.exportQuiz, { params: { id } });
  const text = `${JSON.stringify(file, null, 2)}\n`;
  saveFile(new Blob([text], { type: 'application/json' }), `${fileNameOf(title, 'quiz')}.json`);
}

export function useHostLinks() {
  return useQuery({ queryKey: hostLinksKey, queryFn: () => call(quizApi.hostLinks) });
}

export function useCreateHostLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => call(quizApi.createHostLink, { body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostLinksKey }),
  });
}

export function useRevokeHostLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(quizApi.revokeHostLink, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostLinksKey }),
  });
}

/** The address a host link opens: the host page with the link's token. */
export const hostLinkUrl = (token: string, origin = window.location.origin) =>
  `${origin}${PAGES.liveQuizHost}?${QUIZ_HOST_LINK_PARAM}=${encodeURIComponent(token)}`;

/** The runs, newest first; a run that ends while the tab is open appears without a reload. */
export function useQuizRuns() {
  const queryClient = useQueryClient();
  useTopic('quiz', {
    'quiz:state': ({ run }) => {
      if (run === null || run.phase === 'lobby' || run.phase === 'podium')
        void queryClient.invalidateQueries({ queryKey: runsKey });
    },
  });
  return useQuery({ queryKey: runsKey, queryFn: () => call(quizApi.runs) });
}

/** Downloads one run's results as the server writes them (CSV). */
export async function downloadResults(runId: string, fileName: string): Promise<void> {
  const response = await apiRequest(
    quizApi.resultsCsv.method,
    buildPath(quizApi.resultsCsv.path, { id: runId }),
  );
  saveFile(new Blob([await response.blob()], { type: 'text/csv;charset=utf-8' }), fileName);
}
