import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_states_1: torch.Tensor, cos_5: torch.Tensor):
        mul_19 = key_states_1 * cos_5
        x1_1 = key_states_1[(..., slice(None, 128, None))]
        x2_1 = key_states_1[(..., slice(128, None, None))]
        neg_1 = -x2_1
        x2_1 = None
        return (neg_1, x1_1, mul_19)
