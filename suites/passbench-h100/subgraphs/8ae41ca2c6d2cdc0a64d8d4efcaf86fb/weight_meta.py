class Program_weight_tensor_meta_attentions_probs_r:
    name = "attentions_probs_r"
    shape = [45, 4, 45]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.022222222306156232
    std = 7.57254571246794e-05
    data = None
    min_val = 0.021864889189600945
    max_val = 0.02259085886180401


class Program_weight_tensor_meta_relations_values:
    name = "relations_values"
    shape = [45, 45, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.3448918510219197
    std = 0.12433082718643873
    data = None
    min_val = -0.10930022597312927
    max_val = 0.8467488288879395
