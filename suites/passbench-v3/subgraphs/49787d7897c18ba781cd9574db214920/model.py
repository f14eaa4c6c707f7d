import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_34: torch.Tensor, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_34, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_weight_, L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_proj_parameters_bias_)
        x_1 = linear_1.view((1, 24, 12, -1))
        linear_1 = None
        permute = x_1.permute(0, 2, 1, 3)
        x_1 = None
        return (permute,)
