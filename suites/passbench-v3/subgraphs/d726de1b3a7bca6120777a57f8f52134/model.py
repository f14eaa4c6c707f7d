import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_24: torch.Tensor, L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_25 = torch.nn.functional.layer_norm(hidden_states_24, (768,), L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_weight_, L_self_modules_semantic_model_modules_encoder_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_26 = torch.nn.functional.dropout(hidden_states_25, 0.1, False, False)
        hidden_states_25 = None
        return (hidden_states_26,)
