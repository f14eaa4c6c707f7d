import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_8: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_state_8, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_)
        view_7 = linear.view(1, 3136, 1, 64)
        linear = None
        query = view_7.permute(0, 2, 1, 3)
        view_7 = None
        return (query,)
