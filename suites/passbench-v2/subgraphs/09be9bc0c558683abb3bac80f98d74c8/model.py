import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_12: torch.Tensor, L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_5 = attn_output_12.reshape(1, 128, -1)
        attn_output_13 = reshape_5.contiguous()
        reshape_5 = None
        attn_output_14 = torch._C._nn.linear(attn_output_13, L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        attn_output_13 = None
        dropout_7 = torch.nn.functional.dropout(attn_output_14, 0.1, False, False)
        attn_output_14 = None
        return (dropout_7,)
