import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_14: torch.Tensor):
        qkv_3 = linear_14.reshape(49, 16, 3, 4, -1)
        unbind_3 = torch.unbind(qkv_3, 2)
        qkv_3 = None
        query_7 = unbind_3[0]
        key_6 = unbind_3[1]
        value_6 = unbind_3[2]
        unbind_3 = None
        mul_3 = query_7 * 0.10206207261596575
        transpose_15 = key_6.transpose(-2, -1)
        attn_weights_6 = mul_3 @ transpose_15
        mul_3 = transpose_15 = None
        softmax_3 = torch.nn.functional.softmax(attn_weights_6, dtype=torch.float16, dim=-1)
        attn_weights_6 = None
        attn_weights_7 = softmax_3.to(torch.float16)
        softmax_3 = None
        reshape_12 = query_7.reshape(49, 4, 4, -1)
        query_7 = None
        return (reshape_12, key_6, value_6)
