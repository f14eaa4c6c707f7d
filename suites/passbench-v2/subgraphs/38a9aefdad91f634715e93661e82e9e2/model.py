import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, qkv_2: torch.Tensor):
        reshape_4 = qkv_2.reshape(1, 197, 3, 16, -1)
        qkv_3 = reshape_4.permute(2, 0, 3, 1, 4)
        reshape_4 = None
        unbind_1 = qkv_3.unbind(0)
        qkv_3 = None
        q_2 = unbind_1[0]
        k_2 = unbind_1[1]
        v_1 = unbind_1[2]
        unbind_1 = None
        getitem_26 = q_2[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        return (q_2, getitem_26, v_1, k_2)
