import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_1 = attn_output_2.reshape(1, 128, -1)
        attn_output_3 = reshape_1.contiguous()
        reshape_1 = None
        attn_output_4 = torch._C._nn.linear(attn_output_3, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        attn_output_3 = None
        dropout_1 = torch.nn.functional.dropout(attn_output_4, 0.1, False, False)
        attn_output_4 = None
        return (dropout_1,)
