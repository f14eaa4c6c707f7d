import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_states_11: torch.Tensor, cos_14: torch.Tensor):
        mul_129 = key_states_11 * cos_14
        x1_23 = key_states_11[(..., slice(None, 32, None))]
        x2_23 = key_states_11[(..., slice(32, None, None))]
        return (x2_23, x1_23, mul_129)
