class Program_weight_tensor_meta_mean_21:
    name = "mean_21"
    shape = [1, 768, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.2446775669861264e-09
    std = 2.9443756834928992e-08
    data = None
    min_val = -2.1364645874655253e-07
    max_val = 1.940874909678314e-07


class Program_weight_tensor_meta_gates_10:
    name = "gates_10"
    shape = [1, 4, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.02495533883647651
    std = 0.09808846921850135
    data = None
    min_val = -0.18317776918411255
    max_val = 0.07773181796073914


class Program_weight_tensor_meta_ctx_all_42:
    name = "ctx_all_42"
    shape = [1, 768, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.2439871618781265e-06
    std = 4.2014983120913415e-05
    data = None
    min_val = -0.00025723440921865404
    max_val = 0.00031527099781669676
