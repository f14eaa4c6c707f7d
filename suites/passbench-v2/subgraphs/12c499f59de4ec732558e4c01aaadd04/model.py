import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_313: torch.Tensor, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_314 = torch._C._nn.linear(hidden_states_313, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_)
        hidden_states_315 = torch.nn.functional.dropout(hidden_states_314, p=0.0, training=False)
        hidden_states_314 = None
        return (hidden_states_315,)
