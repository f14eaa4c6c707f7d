import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, qkv_2: torch.Tensor):
        reshape_5 = qkv_2.reshape(64, 49, 3, 4, 32)
        qkv_3 = reshape_5.permute(2, 0, 3, 1, 4)
        reshape_5 = None
        q_2 = qkv_3[0]
        k_1 = qkv_3[1]
        v_1 = qkv_3[2]
        qkv_3 = None
        q_3 = q_2 * 0.1767766952966369
        q_2 = None
        return (k_1, q_3, v_1)
