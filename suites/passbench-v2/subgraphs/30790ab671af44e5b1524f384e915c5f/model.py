import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, qkv_6: torch.Tensor):
        reshape_14 = qkv_6.reshape(16, 49, 3, 8, 32)
        qkv_7 = reshape_14.permute(2, 0, 3, 1, 4)
        reshape_14 = None
        q_6 = qkv_7[0]
        k_3 = qkv_7[1]
        v_3 = qkv_7[2]
        qkv_7 = None
        q_7 = q_6 * 0.1767766952966369
        q_6 = None
        return (k_3, q_7, v_3)
