import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_3 = attn_output_2.reshape(1, 1025, 1024)
        output = torch._C._nn.linear(attn_output_3, L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_weight_, L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_bias_)
        attn_output_3 = None
        return (output,)
