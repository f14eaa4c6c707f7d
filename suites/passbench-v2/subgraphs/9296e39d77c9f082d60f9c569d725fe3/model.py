import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, diagonal_attention_scores_1: torch.Tensor):
        new_ones = diagonal_attention_scores_1.new_ones(256, 257)
        tril = new_ones.tril()
        new_ones = None
        beginning_mask_2d = tril.flip(dims=[0])
        tril = None
        beginning_mask = beginning_mask_2d[(None, slice(None, None, None), None, slice(None, None, None))]
        beginning_mask_2d = None
        return (beginning_mask,)
