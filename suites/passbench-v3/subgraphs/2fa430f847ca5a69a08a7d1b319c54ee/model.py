import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_3: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear_18 = torch._C._nn.linear(query_3, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_)
        view_39 = linear_18.view(1, 197, 6, 64)
        linear_18 = None
        query_4 = view_39.permute(0, 2, 1, 3)
        view_39 = None
        return (query_4,)
