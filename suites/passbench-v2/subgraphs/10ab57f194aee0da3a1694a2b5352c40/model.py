import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, beginning_mask_2: torch.Tensor, diagonal_attention_scores_3: torch.Tensor):
        ending_mask_2 = beginning_mask_2.flip(dims=(1, 3))
        beginning_input_1 = diagonal_attention_scores_3[(slice(None, None, None), slice(None, 256, None), slice(None, None, None), slice(None, 257, None))]
        beginning_mask_3 = beginning_mask_2.expand((1, 256, 1, 257))
        return (beginning_input_1, beginning_mask_3, ending_mask_2)
