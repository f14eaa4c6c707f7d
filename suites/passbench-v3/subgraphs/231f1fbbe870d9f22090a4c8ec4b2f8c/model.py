import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_8: torch.Tensor, L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        attn_output_9 = torch._C._nn.linear(attn_output_8, L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        dropout_4 = torch.nn.functional.dropout(attn_output_9, 0.1, False, False)
        attn_output_9 = None
        return (dropout_4,)
