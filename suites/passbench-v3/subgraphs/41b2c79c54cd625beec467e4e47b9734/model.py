import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_2 = torch.nn.functional.group_norm(hidden_states_1, 512, L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_, L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_3 = torch._C._nn.gelu(hidden_states_2)
        hidden_states_2 = None
        return (hidden_states_3,)
