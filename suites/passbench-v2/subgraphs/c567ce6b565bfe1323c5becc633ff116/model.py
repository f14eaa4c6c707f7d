import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_5: torch.Tensor):
        reshape_2 = linear_5.reshape(1, 576, 3, 16, 128)
        qkv_1 = reshape_2.permute(2, 0, 3, 1, 4)
        reshape_2 = None
        unbind_1 = qkv_1.unbind(0)
        qkv_1 = None
        q_1 = unbind_1[0]
        k_1 = unbind_1[1]
        v_1 = unbind_1[2]
        unbind_1 = None
        return (q_1, k_1, v_1)
