import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_18: torch.Tensor):
        qkv_4 = linear_18.reshape(25, 196, 3, 4, -1)
        unbind_4 = torch.unbind(qkv_4, 2)
        qkv_4 = None
        query_10 = unbind_4[0]
        key_8 = unbind_4[1]
        value_8 = unbind_4[2]
        unbind_4 = None
        mul_4 = query_10 * 0.10206207261596575
        transpose_20 = key_8.transpose(-2, -1)
        attn_weights_8 = mul_4 @ transpose_20
        mul_4 = transpose_20 = None
        softmax_4 = torch.nn.functional.softmax(attn_weights_8, dtype=torch.bfloat16, dim=-1)
        attn_weights_8 = None
        attn_weights_9 = softmax_4.to(torch.bfloat16)
        softmax_4 = None
        query_11 = query_10.transpose(1, 2)
        query_10 = None
        return (key_8, value_8, query_11)
