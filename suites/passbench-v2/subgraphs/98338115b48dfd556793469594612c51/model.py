import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_7: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_3 = attn_output_7.reshape(1, 128, -1)
        attn_output_8 = reshape_3.contiguous()
        reshape_3 = None
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        attn_output_8 = None
        dropout_4 = torch.nn.functional.dropout(attn_output_9, 0.1, False, False)
        attn_output_9 = None
        return (dropout_4,)
