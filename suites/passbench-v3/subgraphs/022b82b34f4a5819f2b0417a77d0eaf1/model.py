import torch


class GraphModule(torch.nn.Module):
    def forward(self, aggregated_hidden_states_2: torch.Tensor, L_self_modules_local_feature_transformer_modules_layers_modules_0_modules_cross_attention_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_12 = torch._C._nn.linear(aggregated_hidden_states_2, L_self_modules_local_feature_transformer_modules_layers_modules_0_modules_cross_attention_modules_attention_modules_q_proj_parameters_weight_, None)
        query_states_11 = linear_12.view(1, 49, -1, 256)
        linear_12 = None
        return (query_states_11,)
