import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, qkv_10: torch.Tensor):
        reshape_23 = qkv_10.reshape(4, 49, 3, 16, 32)
        qkv_11 = reshape_23.permute(2, 0, 3, 1, 4)
        reshape_23 = None
        q_10 = qkv_11[0]
        k_5 = qkv_11[1]
        v_5 = qkv_11[2]
        qkv_11 = None
        q_11 = q_10 * 0.1767766952966369
        q_10 = None
        return (k_5, q_11, v_5)
