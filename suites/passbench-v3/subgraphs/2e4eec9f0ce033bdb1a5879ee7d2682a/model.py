import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_65: torch.Tensor, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_66 = torch._C._nn.linear(hidden_states_65, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_, L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_)
        hidden_states_67 = torch.nn.functional.dropout(hidden_states_66, p=0.1, training=False)
        hidden_states_66 = None
        return (hidden_states_67,)
