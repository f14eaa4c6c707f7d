class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.952281995863137e-08
    std = 3.942894398567602e-06
    data = None
    min_val = -1.6038471585488878e-05
    max_val = 1.488237739977194e-05


class Program_weight_tensor_meta_gates_1:
    name = "gates_1"
    shape = [1, 4, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008297392751974628
    std = 0.03540412322207124
    data = None
    min_val = -0.03902106359601021
    max_val = 0.05879085883498192


class Program_weight_tensor_meta_ctx_all_4:
    name = "ctx_all_4"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -6.170909667298595e-08
    std = 1.2207613218694474e-06
    data = None
    min_val = -5.77345281271846e-06
    max_val = 3.7342092582548503e-06
