import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_3: torch.Tensor, L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_4 = torch.nn.functional.batch_norm(hidden_state_3, L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_mean_, L_self_modules_embedder_modules_stem2a_modules_normalization_buffers_running_var_, L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_weight_, L_self_modules_embedder_modules_stem2a_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_5 = torch.nn.functional.relu(hidden_state_4, inplace=False)
        hidden_state_4 = None
        emb_stem_2a = torch._C._nn.pad(hidden_state_5, (0, 1, 0, 1), "constant", None)
        hidden_state_5 = None
        return (emb_stem_2a,)
