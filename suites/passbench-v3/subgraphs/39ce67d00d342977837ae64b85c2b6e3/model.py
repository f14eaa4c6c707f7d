import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_stem_modules_batch_norm_buffers_running_mean_: torch.Tensor, L_self_modules_stem_modules_batch_norm_buffers_running_var_: torch.Tensor, L_self_modules_stem_modules_batch_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stem_modules_batch_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_1 = torch.nn.functional.batch_norm(hidden_states, L_self_modules_stem_modules_batch_norm_buffers_running_mean_, L_self_modules_stem_modules_batch_norm_buffers_running_var_, L_self_modules_stem_modules_batch_norm_parameters_weight_, L_self_modules_stem_modules_batch_norm_parameters_bias_, False, 0.1, 1e-05)
        hidden_state = torch.nn.functional.relu(hidden_states_1, inplace=False)
        hidden_states_1 = None
        return (hidden_state,)
