import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_5: torch.Tensor):
        qkv_1 = linear_5.reshape(1024, 64, 3, 2, -1)
        unbind_1 = torch.unbind(qkv_1, 2)
        qkv_1 = None
        query_2 = unbind_1[0]
        key_2 = unbind_1[1]
        value_2 = unbind_1[2]
        unbind_1 = None
        mul_1 = query_2 * 0.10206207261596575
        transpose_5 = key_2.transpose(-2, -1)
        attn_weights_2 = mul_1 @ transpose_5
        mul_1 = transpose_5 = None
        softmax_1 = torch.nn.functional.softmax(attn_weights_2, dtype=torch.float16, dim=-1)
        attn_weights_2 = None
        attn_weights_3 = softmax_1.to(torch.float16)
        softmax_1 = None
        reshape_4 = query_2.reshape(1024, 8, 8, -1)
        query_2 = None
        return (reshape_4, key_2, value_2)
