import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_states_11: torch.Tensor, cos_11: torch.Tensor):
        mul_124 = key_states_11 * cos_11
        x1_11 = key_states_11[(..., slice(None, 256, None))]
        x2_11 = key_states_11[(..., slice(256, None, None))]
        neg_11 = -x2_11
        x2_11 = None
        return (neg_11, x1_11, mul_124)
