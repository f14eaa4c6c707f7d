import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_output_2: torch.Tensor, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        projected_context_layer = torch._C._nn.linear(attention_output_2, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_)
        projected_context_layer_dropout = torch.nn.functional.dropout(projected_context_layer, 0, False, False)
        projected_context_layer = None
        return (projected_context_layer_dropout,)
