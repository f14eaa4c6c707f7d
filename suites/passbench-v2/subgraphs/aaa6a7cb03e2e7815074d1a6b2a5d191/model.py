import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, qkv_4: torch.Tensor):
        reshape_8 = qkv_4.reshape(1, 197, 3, 6, -1)
        qkv_5 = reshape_8.permute(2, 0, 3, 1, 4)
        reshape_8 = None
        unbind_2 = qkv_5.unbind(0)
        qkv_5 = None
        q_4 = unbind_2[0]
        k_4 = unbind_2[1]
        v_2 = unbind_2[2]
        unbind_2 = None
        getitem_37 = q_4[(slice(None, None, None), slice(None, None, None), slice(None, 1, None), slice(None, None, None))]
        return (q_4, getitem_37, v_2, k_4)
