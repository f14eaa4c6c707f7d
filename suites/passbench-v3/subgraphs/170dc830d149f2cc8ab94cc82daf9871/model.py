import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_6: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_7 = torch._C._nn.linear(hidden_states_6, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_)
        hidden_states_8 = torch.nn.functional.dropout(hidden_states_7, p=0.1, training=False)
        hidden_states_7 = None
        return (hidden_states_8,)
