import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_1: torch.Tensor, getitem_6: torch.Tensor):
        mul_3 = transpose_1 * getitem_6
        hidden_states_4 = mul_3.to(torch.float16)
        mul_3 = None
        return (hidden_states_4,)
