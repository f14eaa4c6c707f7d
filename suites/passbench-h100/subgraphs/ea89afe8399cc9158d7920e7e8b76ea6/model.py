import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attention_output = torch._C._nn.linear(context_layer_2, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_)
        dropout_2 = torch.nn.functional.dropout(attention_output, 0.1, False, False)
        attention_output = None
        return (dropout_2,)
