class Program_weight_tensor_meta_transpose_27:
    name = "transpose_27"
    shape = [1, 2, 2, 7, 7, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.8393007672880044e-10
    std = 0.9998399234907346
    data = None
    min_val = -4.539392948150635
    max_val = 5.473184108734131
