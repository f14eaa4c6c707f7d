import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_28: torch.Tensor, L_self_modules_encoder_modules_block_modules_5_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        attn_output_29 = torch._C._nn.linear(attn_output_28, L_self_modules_encoder_modules_block_modules_5_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        dropout_16 = torch.nn.functional.dropout(attn_output_29, 0.1, False, False)
        attn_output_29 = None
        return (dropout_16,)
