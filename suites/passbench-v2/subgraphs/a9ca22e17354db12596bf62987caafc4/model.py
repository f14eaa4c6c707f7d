import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_52: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_53 = torch._C._nn.linear(hidden_states_52, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_bias_)
        input_2 = hidden_states_53.transpose(1, 2)
        hidden_states_53 = None
        return (input_2,)
