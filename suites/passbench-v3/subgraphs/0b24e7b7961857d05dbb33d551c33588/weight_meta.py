class Program_weight_tensor_meta_input_5:
    name = "input_5"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.4044507133511775e-09
    std = 5.964866561821822e-08
    data = None
    min_val = -4.128297064198705e-07
    max_val = 3.5871747172677715e-07


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 4, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004399249704902661
    std = 0.03657227254619827
    data = None
    min_val = -0.12462873011827469
    max_val = 0.13363081216812134


class Program_weight_tensor_meta_ctx_all_1:
    name = "ctx_all_1"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.5133032455527105e-07
    std = 9.2569534016474e-06
    data = None
    min_val = -0.00011033179180230945
    max_val = 0.0001090037330868654
