class Program_weight_tensor_meta_weights_1:
    name = "weights_1"
    shape = [1, 12, 17, 17]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.058823529110991556
    std = 0.0005680529451386688
    data = None
    min_val = 0.05642758682370186
    max_val = 0.061237551271915436


class Program_weight_tensor_meta_v_1:
    name = "v_1"
    shape = [1, 12, 17, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.002576711167911722
    std = 0.11102348882350903
    data = None
    min_val = -0.39548319578170776
    max_val = 0.3895742893218994
