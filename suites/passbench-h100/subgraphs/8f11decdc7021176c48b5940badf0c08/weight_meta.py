class Program_weight_tensor_meta_linear_1:
    name = "linear_1"
    shape = [1, 17, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0002482450234502525
    std = 0.0051037600764393095
    data = None
    min_val = -0.022489843890070915
    max_val = 0.018228527158498764
